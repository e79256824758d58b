import { CompanyDetails } from './company-details'

/** The application pages' simplified footer: company details only (docs/requirements/content.md#con-1). */
export function CompanyFooter() {
  return (
    <footer className="company-footer">
      <div className="container">
        <CompanyDetails />
      </div>
    </footer>
  )
}
