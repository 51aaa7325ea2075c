/** The most rows a find-request pages at once. Without zod: the web app's first bundle checks page sizes against it. */
export const MAX_PAGE_SIZE = 1000;
