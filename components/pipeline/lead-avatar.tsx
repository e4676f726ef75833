import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

/** The name cell's avatar: the profile picture when known, else the initial (spec 001 §2). */
export function LeadAvatar({ name, src }: { name: string; src?: string | null }) {
  return (
    <Avatar className="size-8" aria-hidden>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback className="bg-primary/10 text-xs font-semibold text-primary">{(name.trim()[0] ?? "?").toUpperCase()}</AvatarFallback>
    </Avatar>
  );
}
