import type { ReactNode } from 'react'
import '../payments.css'

/** The payment pages' one card on the page. */
export function PaymentFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="container pay-page">
      <section className="pay-card" aria-labelledby="pay-title">
        <h1 id="pay-title" className="pay-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  )
}
