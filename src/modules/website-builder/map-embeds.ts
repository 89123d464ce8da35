/**
 * Maps services whose embeddable pages a contacts block may frame (a file with mimeType
 * text/html, see MapEmbed): the page Content-Security-Policy's frame-src. Another service's
 * embed needs its origin here.
 */
export const MAP_EMBED_ORIGINS = [
  "https://yandex.ru",
  "https://yandex.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.openstreetmap.org",
  "https://widgets.2gis.com",
];
