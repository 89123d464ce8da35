// The names of a commemoration note, as a parish takes them: one name per line, at most
// MAX_NOTE_NAMES in each field (health, repose). Shared by the form and the checkout route, so
// the browser explains exactly the rule the server enforces.

/** The most names one field of a note takes; a longer list is a second note. */
export const MAX_NOTE_NAMES = 10;
/** One name is a word or two ('Иоанна', 'воина Александра'); longer is not a name. */
export const MAX_NOTE_NAME_LENGTH = 100;

/** The names of a field: its lines, trimmed, blank lines dropped. */
export function noteNames(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
