"use client";

import { Bookmark, BookmarkCheck, Handshake } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { INTRO_STATUS_LABEL, type IntroStatus } from "@/lib/intros/status";
import type { PathFilterKey, PathFilters } from "@/lib/paths/path-filters";
import type { WarmPath } from "@/lib/paths/types";
import { ColumnFilter } from "./column-filter";
import { NodeCell, SegmentTags, StrengthPopover } from "./path-cells";

type Options = Record<PathFilterKey, string[]>;

/**
 * The warm paths table (spec 001 §2 'Pipeline detail'). A 3-node path shows origin, introducer and
 * target; a 4-node path shows both introducers in the Introducer column with the segment between them.
 */
export function PathsTable({
  paths,
  filters,
  options,
  onFilter,
  onBookmark,
  bookmarking,
  onAskIntro,
  introStatus,
}: {
  paths: WarmPath[];
  filters: PathFilters;
  options: Options;
  onFilter: (key: PathFilterKey, values: string[]) => void;
  onBookmark: (path: WarmPath) => void;
  bookmarking: string | null;
  onAskIntro: (path: WarmPath) => void;
  /** The member's intro request per path id (an open one wins), shown on the row. */
  introStatus: ReadonlyMap<string, IntroStatus>;
}) {
  const section = (key: PathFilterKey, label: string) => ({ key, label, options: options[key], selected: filters[key] });
  const change = (key: string, values: string[]) => onFilter(key as PathFilterKey, values);
  return (
    // Fixed columns that fit the page from 1024 px (it never scrolls sideways): names and roles wrap
    // rather than being cut; a tag too long for its column is cut, named in full on hover.
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[17%] whitespace-normal" data-tour="paths-origin">
            <span className="inline-flex items-center gap-1">
              Origin
              <ColumnFilter
                column="Origin"
                sections={[section("originType", "Type"), section("originName", "Name"), section("originRole", "Role"), section("originCompany", "Company")]}
                onChange={change}
              />
            </span>
          </TableHead>
          <TableHead className="w-[18%] whitespace-normal" data-tour="paths-origin-tags">
            <span className="inline-flex items-center gap-1">
              Origin to Introducer
              <ColumnFilter column="Origin to Introducer" sections={[section("startTags", "Tags")]} onChange={change} />
            </span>
          </TableHead>
          <TableHead className="w-[22%] whitespace-normal" data-tour="paths-introducer">
            <span className="inline-flex items-center gap-1">
              Introducer
              <ColumnFilter
                column="Introducer"
                sections={[section("introducerName", "Name"), section("introducerRole", "Role"), section("introducerCompany", "Company")]}
                onChange={change}
              />
            </span>
          </TableHead>
          <TableHead className="w-[17%] whitespace-normal" data-tour="paths-target-tags">
            <span className="inline-flex items-center gap-1">
              Introducer to Target
              <ColumnFilter column="Introducer to Target" sections={[section("endTags", "Tags")]} onChange={change} />
            </span>
          </TableHead>
          <TableHead className="w-[13%]" data-tour="paths-strength">
            Strength
          </TableHead>
          <TableHead className="w-[84px]">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {paths.map((p, i) => {
          const marked = p.bookmark.some((b) => b.bookmark);
          return (
            <Fragment key={p.path_id}>
              <TableRow data-testid="path-row" className={p.reason ? "border-b-0" : undefined}>
                <TableCell>
                  <NodeCell node={p.origin} showType />
                </TableCell>
                <TableCell>
                  <SegmentTags segment={p.tag[0]} />
                </TableCell>
                <TableCell>
                  <div className="grid grid-cols-1 gap-1.5">
                    <NodeCell node={p.path[0]!} />
                    {p.path[1] && (
                      <>
                        <div className="min-w-0 pl-6">
                          <SegmentTags segment={p.tag[1]} max={1} />
                        </div>
                        <NodeCell node={p.path[1]} />
                      </>
                    )}
                  </div>
                </TableCell>
                <TableCell>
                  <SegmentTags segment={p.tag[p.tag.length - 1]} />
                </TableCell>
                <TableCell>
                  <StrengthPopover path={p} />
                  {introStatus.get(p.path_id) && (
                    <span className="mt-1 block text-xs whitespace-normal text-primary" data-testid="path-intro-status">
                      Intro: {INTRO_STATUS_LABEL[introStatus.get(p.path_id)!]}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="icon-sm" aria-label="Ask for an intro" title="Ask for an intro" onClick={() => onAskIntro(p)} data-tour={i === 0 ? "paths-ask" : undefined}>
                    <Handshake />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={marked ? "Remove bookmark" : "Bookmark path"}
                    aria-pressed={marked}
                    data-tour={i === 0 ? "paths-bookmark" : undefined}
                    disabled={bookmarking === p.path_id}
                    onClick={() => onBookmark(p)}
                  >
                    {marked ? <BookmarkCheck className="text-primary" /> : <Bookmark />}
                  </Button>
                </TableCell>
              </TableRow>
              {/* The path's reason under its row (issue 28): the decisive evidence of each link, in the member's words. */}
              {p.reason && (
                <TableRow className="hover:bg-transparent" data-testid="path-reason-row">
                  <TableCell colSpan={6} className="pt-0 pb-3 whitespace-normal">
                    <p className="text-xs break-words text-muted-foreground" data-testid="path-reason">
                      <span className="font-medium text-foreground">Why: </span>
                      {p.reason}
                    </p>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
