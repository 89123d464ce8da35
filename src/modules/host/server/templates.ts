/**
 * Page urls are templates such as '/blog/articles/[blog.articles.slug]'. They are compiled once
 * into segment lists, so resolving a url costs the number of pages, never the number of articles.
 */
export interface CompiledTemplate {
  pageId: string;
  url: string;
  segments: ({ kind: "static"; value: string } | { kind: "param"; key: string })[];
}

export interface TemplateMatch {
  template: CompiledTemplate;
  params: Record<string, string>;
}

const PARAM = /^\[([a-z0-9-]+\.[a-z0-9-]+\.[a-zA-Z0-9]+)\]$/;

export function splitSegments(url: string): string[] {
  return url.split("/").filter(Boolean);
}

export function compileTemplate(pageId: string, url: string): CompiledTemplate {
  return {
    pageId,
    url,
    segments: splitSegments(url).map((segment) => {
      const param = segment.match(PARAM);
      return param ? { kind: "param", key: param[1]! } : { kind: "static", value: segment };
    }),
  };
}

/** Static segments beat parameters, compared from the left: '/blog/new' wins over '/blog/[x]'. */
function specificity(template: CompiledTemplate): string {
  return template.segments.map((s) => (s.kind === "static" ? "1" : "0")).join("");
}

export function sortTemplates(templates: CompiledTemplate[]): CompiledTemplate[] {
  return [...templates].sort((a, b) => specificity(b).localeCompare(specificity(a)));
}

/** The best template for a path (templates sorted by sortTemplates). */
export function matchTemplate(sorted: CompiledTemplate[], path: string): TemplateMatch | undefined {
  let segments: string[];
  try {
    segments = splitSegments(path).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  for (const template of sorted) {
    if (template.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = template.segments.every((s, i) => {
      if (s.kind === "static") return s.value === segments[i];
      params[s.key] = segments[i]!;
      return true;
    });
    if (fits) return { template, params };
  }
  return undefined;
}
