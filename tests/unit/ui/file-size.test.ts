import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/ui/file-size";

describe("formatFileSize", () => {
  it("names a small file in bytes or KB instead of '0.00 MB'", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(12 * 1024 + 300)).toBe("12 KB");
    expect(formatFileSize(900 * 1024)).toBe("900 KB");
  });

  it("switches to MB with one decimal from 1 MB, and never says '1024 KB'", () => {
    expect(formatFileSize(1024 * 1024 - 100)).toBe("1 MB");
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe("1.4 MB");
    expect(formatFileSize(25.06 * 1024 * 1024)).toBe("25.1 MB");
    expect(formatFileSize(250.4 * 1024 * 1024)).toBe("250 MB");
  });

  it("always says MB in 'mb' mode (the lead CSV upload) with a floor instead of a zero", () => {
    expect(formatFileSize(0, "mb")).toBe("0 MB");
    expect(formatFileSize(300, "mb")).toBe("< 0.01 MB");
    expect(formatFileSize(5 * 1024, "mb")).toBe("< 0.01 MB");
    expect(formatFileSize(10 * 1024, "mb")).toBe("0.01 MB");
    expect(formatFileSize(300 * 1024, "mb")).toBe("0.29 MB");
    expect(formatFileSize(1024 * 1024 - 1000, "mb")).toBe("1 MB");
    expect(formatFileSize(1.45 * 1024 * 1024, "mb")).toBe("1.4 MB");
  });
});
