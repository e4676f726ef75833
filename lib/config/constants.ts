// Business constants of spec 000 §9 and 001 §9, shared by client and server.
export const DESKTOP_MIN_WIDTH = 1024;
export const TOAST_DURATION_MS = 5000;
export const ADD_NETWORK_TOAST_MS = 50_000;
export const LOADING_HINT_DELAY_MS = 500;
export const LOADING_HINT_TEXT = "Hang tight, we're almost there!";
export const DEBOUNCE_MS = 500;
/** A day in milliseconds: retention windows, daily jobs and "days ago" counts. */
export const DAY_MS = 86_400_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const ONE_TIME_CODE_LENGTH = 8;
export const REDIRECT_COUNTDOWN_S = 5;
export const INVITE_REDIRECT_MS = 2000;
export const PAGE_SIZE = {
  pipeline: 12,
  networkTable: 10,
  networkCards: 20,
  pipelineDetail: 8,
  tags: 20,
  admin: 10,
  dropdown: 10,
} as const;
/** Names of the cookie and header the desktop-width hint and the device id travel in. */
export const VIEWPORT_COOKIE = "scuba_vw";
export const DEVICE_HEADER = "x-device-id";
