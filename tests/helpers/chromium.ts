/**
 * How every browser here is launched: Debian's Chromium (never a downloaded one), headless, as
 * root with no network (DESIGN.md "Tests and checks"). The browser suite (playwright.config.ts),
 * the scale tests and the site benchmark share it.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};
