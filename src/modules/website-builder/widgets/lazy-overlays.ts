import { onIntent } from "../../../core/page/on-intent";

/** The Radix overlays (the dropdown panel, the mobile menu): loaded when a visitor reaches for a control. */
export const useOverlays = onIntent(() => import("./overlays")).use;
