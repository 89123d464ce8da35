export const BUILD_INPUTS: string[];
export const STAMP_FILE: string;
export function inputsFingerprint(root: string): { fingerprint: string; files: number };
export function inputsListing(root: string): string;
export function staleBuildReason(root: string): string | undefined;
export function beginBuild(root: string): void;
export function endBuild(root: string): void;
