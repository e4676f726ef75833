import { LoadingHint } from "@/components/shell/loading-hint";

export default function Loading() {
  return <LoadingHint />;
}
