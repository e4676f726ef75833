import Link from "next/link";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";

/** Pipeline › the lead (› Bookmarks in the bookmark view, where the lead links back to all its paths). */
export function DetailBreadcrumb({ name, bookmarkView, pathname }: { name: string; bookmarkView: boolean; pathname: string }) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link href="/pipeline/">Pipeline</Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          {bookmarkView ? (
            <BreadcrumbLink asChild>
              <Link href={pathname}>{name || "Lead"}</Link>
            </BreadcrumbLink>
          ) : (
            <BreadcrumbPage>{name || "Lead"}</BreadcrumbPage>
          )}
        </BreadcrumbItem>
        {bookmarkView && (
          <>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>Bookmarks</BreadcrumbPage>
            </BreadcrumbItem>
          </>
        )}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
