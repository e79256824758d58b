import { CompanyDetails } from './company-details'

/** The application pages' simplified footer: company details only (spec §2). */
export function CompanyFooter() {
  return (
    <footer className="company-footer">
      <div className="container">
        <CompanyDetails />
      </div>
    </footer>
  )
}
