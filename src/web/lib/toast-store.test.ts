import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  peekToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
} from "./toast-store";

describe("the toast store (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("has the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("keeps at most one toast: a new one replaces the old", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    const list = peekToasts();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and removes it 1,000,000 ms later", () => {
    const { id } = toast({ title: "Saved" });
    dismissToast(id);
    expect(peekToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(peekToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(peekToasts()).toHaveLength(0);
  });
});
