/** The notice page's URL state (validated by the route, src/routes/tours/notice/notice/-notice-search.ts). */
export interface NoticesSearch {
  tourId: number
  q?: string
  page: number
  noticeId?: number
}
