import { defineMessagePatterns, defineMessages } from "../i18n/messages";

// The framework's messages an administrator can meet in the admin (records, lists, filters,
// versions, drafts), in the admin's language; the API keeps its English wording. A message about
// one field is registered without the field's name ('url: …'): src/core/i18n/messages.ts finds it after the name.
defineMessages({
  "is required: the words to find": "Введите слова для поиска",
  "must be text": "Нужен текст",
  "must not contain half of a surrogate pair (malformed text)": "Текст повреждён (половина суррогатной пары)",
  "must be an object": "Нужен объект с полями записи",
  "must be a non-empty list": "Нужен непустой список",
  "must be a JSON string field": "Нужно текстовое поле с данными формы",
  "must be a list": "Нужен список",
  "value must be a list": "Значение должно быть списком",
  "must be a list or a JSON array": "Нужен список значений",
  "must be an object with column, method and value": "Условие фильтра должно указывать столбец, способ сравнения и значение",
  "column is required": "Укажите столбец",
  "method must be asc or desc": "Порядок сортировки: только по возрастанию или по убыванию",
  "must have an 'and' or 'or' list": "Фильтр должен содержать список условий «и» или «или»",
  "must be a non-negative integer": "Нужно целое число не меньше нуля",
  "must be true or false": "Нужно значение «да» или «нет»",
  "only with estimate=true": "Только вместе с приблизительным подсчётом",
  "must be one text value, e.g. search=bells": "Введите одну строку поиска",
  "must be text without NUL (\\u0000) characters": "Текст не должен содержать нулевых символов",
  "must be a comma-separated list of record ids": "Нужен список идентификаторов записей через запятую",
  "Invalid value": "Неверное значение",
});

defineMessagePatterns([
  [/^(\S+): the record was changed after (\S+); reload it, or send the change again to overwrite$/, "Запись изменили после того, как вы её открыли. Обновите страницу или сохраните ещё раз, чтобы записать свои изменения поверх"],
  [/^'(.*)' is not a valid uuid$/s, "«{1}» — не идентификатор записи"],
  [/^data\[(\d+)\]\.id: must be a uuid$/, "Запись №{1}: нужен идентификатор записи"],
  [/^No entity (\S+)$/, "Нет такого раздела: {1}"],
  [/^([^\s:]+) has no drafts$/, "У записей {1} нет черновиков"],
  [/^([^\s:]+) keeps no versions$/, "Для записей {1} история версий не хранится"],
  [/^(\S+) has no drafts: restore the version live$/, "У записей {1} нет черновиков: восстановите версию сразу в опубликованную"],
  [/^([^\s:]+) is not a versioned entity$/, "Для записей {1} история версий не хранится"],
  [/^No version (\S+)$/, "Версия {1} не найдена"],
  [/^No scheduled publishing (\S+)$/, "Запланированная публикация {1} не найдена"],
  [/^If-Match: '(.*)' is not a version; send the record's updatedAt, e\.g\. "[^"]*"$/s, "Версия записи указана неверно; обновите страницу и попробуйте снова"],
  [/^([^\s:]+) is required$/, "Поле {1} обязательно"],
  [/^([^\s:]+) must be unique$/, "Значение поля {1} должно быть уникальным"],
  [/^([^\s:]+) must reference an existing record$/, "Поле {1} должно ссылаться на существующую запись"],
  [/^([^\s:]+) is too long$/, "Поле {1} слишком длинное"],
  // PostgreSQL's own words after 'Invalid value: ' stay out of the Russian text.
  [/^Invalid value: (.*)$/s, "Неверное значение"],
  // The fault's detail names the editor's internals; the Russian says what to do.
  [/^not a rich-text document: (.+)$/s, "Текст повреждён: откройте его в редакторе и сохраните снова"],
  [/^nested more than (\d+) levels deep$/, "Вложенность данных больше {1} уровней"],
  [/^must list at most (\d+) ids$/, "Не больше {1} идентификаторов"],
  [/^must be at most (\d+) characters \(got (\d+)\)$/, "Не больше {1} знаков (сейчас {2})"],
  [/^unknown column '(.*)'$/, "Нет столбца «{1}»"],
  [/^column '(.*)' is not an object; '->>' needs a json column$/, "Столбец «{1}» не содержит вложенных полей"],
  [/^invalid key '(.*)' in '(.*)->>'; use letters, digits, '_' or '-'$/, "Неверный ключ «{1}» в столбце «{2}»: только буквы, цифры, «_» и «-»"],
  [/^value for '(.*)' must be (.+)$/, "Неверное значение для столбца «{1}»"],
  [/^column '(.*)' is an object; filter one key, e\.g\. '(.*)'$/, "Столбец «{1}» содержит вложенные поля: фильтруйте по одному из них, например «{2}»"],
  [/^unknown method '(.*)'; use one of (.+)$/, "Неизвестный способ сравнения «{1}»; допустимые: {2}"],
  [/^(\S+) needs a text column and a string value$/, "Способ сравнения {1} подходит только для текста"],
  [/^unknown key '(.*)'; use 'and' or 'or'$/, "Неизвестный ключ фильтра «{1}»: нужен список условий «и» или «или»"],
  [/^related column '(.*)' takes eq or inArray with record ids$/, "Связанный столбец «{1}» фильтруется только по идентификаторам записей"],
]);

// The server's messages about one field (after 'slug: ' in its answer), which the form shows
// under that field: the schemas' and the database's (src/core/entity/schemas.ts, src/core/http/errors.ts).
defineMessages({
  "a record with this value already exists": "Запись с таким значением уже есть",
  "must be unique": "Значение должно быть уникальным",
  "the referenced record does not exist": "Связанной записи не существует",
  "is too long; keep it under 2,000 characters": "Слишком длинно: не больше 2000 знаков",
  "must contain only lowercase letters, digits and hyphens": "Только строчные латинские буквы, цифры и дефисы",
  "must not contain NUL (\\u0000) characters": "Не должно содержать нулевых символов",
  "Invalid input": "Неверное значение",
  "must be a date between the years 1 and 9999": "Нужна дата между 1 и 9999 годом",
});

// The drafts API's refusals (src/core/history/schedule.ts);
// English shows them as the server says them.
defineMessagePatterns([
  [/^at: \S+ has passed; choose a later time$/, "Это время уже прошло; выберите более позднее"],
  [/^This record is already scheduled to publish at \S+$/, "Публикация этой записи на это время уже запланирована"],
  [/^This record is already scheduled to unpublish at \S+$/, "Снятие этой записи с публикации на это время уже запланировано"],
  [/^The scheduled publishing \S+ is \w+ and can no longer be cancelled$/, "Это действие по расписанию уже нельзя отменить"],
]);
