import { randomInt } from "node:crypto";

// Readable defaults for adminTitle and slug: an admin can tell "amber-harbor-falcon" records apart.
const words = [
  "amber", "anchor", "aspen", "birch", "bright", "brook", "candle", "cedar", "cloud", "coral",
  "crystal", "dawn", "dove", "ember", "falcon", "fern", "field", "flame", "forest", "frost",
  "garden", "golden", "harbor", "hazel", "hill", "iris", "ivory", "lake", "lantern", "laurel",
  "lily", "linden", "maple", "meadow", "mist", "moon", "morning", "oak", "olive", "pearl",
  "pine", "quiet", "rain", "river", "rose", "sage", "silver", "snow", "spring", "star",
  "stone", "summer", "swift", "thistle", "valley", "violet", "willow", "winter", "wren", "zephyr",
];

function pick(): string {
  return words[randomInt(words.length)]!;
}

export function randomAdminTitle(): string {
  const [a, b, c] = [pick(), pick(), pick()];
  return `${a[0]!.toUpperCase()}${a.slice(1)} ${b} ${c}`;
}

/** Three words plus a short random tail so two defaults never collide in practice. */
export function randomSlug(): string {
  return `${pick()}-${pick()}-${pick()}-${randomInt(36 ** 4).toString(36).padStart(4, "0")}`;
}
