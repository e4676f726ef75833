import { LoadingHint } from "@/components/common/loading-hint";

export default function Loading() {
  return <LoadingHint />;
}
