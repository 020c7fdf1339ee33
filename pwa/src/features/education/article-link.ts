/** Where an opened article lives: the Education screen with `?article=` (the route table has one /education). */
export const articleHref = (slug: string) => `/education?${new URLSearchParams({ article: slug })}`

/** 'shift-work' → 'shift work'. */
export const tagLabel = (tag: string) => tag.replace(/-/g, ' ')
