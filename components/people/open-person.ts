"use client";

import { useSyncExternalStore } from "react";

// Which person the side panel shows (issue 28: clicking a person anywhere opens it). A tiny store of
// its own, so a network row, a path's node or an intro request opens the one panel the shell holds
// without importing it (the panel imports the areas whose dialogs it reuses, not the other way round).

let current: string | null = null;
const listeners = new Set<() => void>();

function set(id: string | null) {
  current = id;
  listeners.forEach((l) => l());
}

/** Opens the person panel on this person (persons.id). */
export function openPerson(id: string) {
  set(id);
}

export function closePerson() {
  set(null);
}

/** The person the panel shows, or null when it is closed. */
export function useOpenPerson(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
