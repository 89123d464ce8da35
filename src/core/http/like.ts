/** LIKE's wildcards typed by a person are matched literally (backslash is LIKE's escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
