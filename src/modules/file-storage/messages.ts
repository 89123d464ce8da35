// The file-storage API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). A field's message is registered without the
// field's name ('file: …', 'src: …', 'url: …'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePatterns, defineMessages } from "../../core/i18n/messages";

defineMessages({
  // Uploads (files.ts, detect.ts).
  "is empty": "Файл пустой",
  "type not allowed": "Файлы такого типа загружать нельзя",
  // Files recorded by their address (files.ts).
  "must be an https url or a /public/... path": "Нужен адрес вида https://… или путь к файлу этого сайта",
  "must not carry credentials": "Адрес не должен содержать имя пользователя и пароль",
  "must be an object like {variant, width, height, data}": "Нужен объект с шаблоном, размерами и данными изображения",
  "must be an object of the file's fields": "Нужен объект с полями файла",
  // A file of the site (paths.ts).
  "must be a local path (/public/... or /uploads/...), not a url": "Нужен путь к файлу этого сайта, а не адрес в интернете",
  "is not a valid path": "Неверный путь к файлу",
  "must not contain '.', '..' or backslashes": "Путь не должен содержать «.», «..» и обратные косые черты",
  "is outside the served folders": "Путь ведёт за пределы папок с файлами сайта",
});

defineMessagePatterns([
  // The size limit ('file: is larger than the 10 MB limit'), and its detail.
  [/^is larger than the ([\d.]+)(?: MB)? limit$/, "Файл больше допустимых {1} МБ"],
  [/^file must be at most (\d+) bytes$/, "Файл должен быть не больше {1} байт"],
  // What the bytes are (detect.ts).
  [/^type (\S+) is not allowed \(allowed: (.+)\)$/, "Файлы типа {1} загружать нельзя (можно: {2})"],
  [/^content is not an allowed type \(allowed: (.+)\)$/, "Файлы такого типа загружать нельзя (можно: {1})"],
  [/^content is not a valid (\S+) \(it looks like (\S+)\)$/, "Содержимое файла не соответствует типу {1} (похоже на {2})"],
  [/^content is not a valid (\S+)$/, "Содержимое файла не соответствует типу {1}"],
  // Generated images (files.ts).
  [/^must be an integer from (\d+) to (\d+)$/, "Нужно целое число от {1} до {2}"],
  // Resized images (image.ts, routes.ts).
  [/^is required \(one of (.+)\)$/, "Обязательное поле; допустимые значения: {1}"],
  [/^No file (.+)$/, "Файл {1} не найден"],
  [/^(\S+) is not an image$/, "Файл {1} — не изображение"],
  [/^(\S+) is not an image this endpoint resizes$/, "Изображение {1} такого формата нельзя уменьшить"],
  [/^(\S+) could not be resized \(damaged image\?\)$/, "Не удалось уменьшить изображение {1}: возможно, файл повреждён"],
]);
