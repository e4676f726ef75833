"use client";

import { useEffect, useRef } from "react";
import { DEBOUNCE_MS } from "@/lib/config/constants";

/** Calls `fn` with `value` once it has not changed for 500 ms (spec 001 §9). */
export function useDebounced<T>(value: T, fn: (value: T) => void, delay = DEBOUNCE_MS) {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => fnRef.current(value), delay);
    return () => clearTimeout(t);
  }, [value, delay]);
}
