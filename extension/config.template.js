// Written by scripts/build-extension.ts: where the Scuba app this build talks to lives.
globalThis.SCUBA_CONFIG = { appOrigin: "__APP_ORIGIN__", version: "__VERSION__" };
