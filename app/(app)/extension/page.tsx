import { ExtensionPage } from "@/components/extension/extension-page";

export default function Page() {
  return <ExtensionPage />;
}
