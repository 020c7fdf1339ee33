import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/list_page'

/** Answers a page: the items as the body (the spec's lists are arrays), the next page as a Link header. */
export function sendPage<T>({ request, response }: HttpContext, page: Page<T>, limit: number) {
  if (page.next) {
    const next = `${request.url()}?${new URLSearchParams({ limit: String(limit), cursor: page.next })}`
    response.header('Link', `<${next}>; rel="next"`)
  }
  return page.items
}
