/** The widths `/api/file-storage/image` makes (shared by the server and ResponsiveImage). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
