import { SearchField } from '@/components/ui/search-field'
import { useSiteSearch } from '../hooks/use-site-search'

interface HeaderSearchProps {
  className?: string
  /** Lets the mobile menu close itself after a search. */
  onSearched?: () => void
}

export function HeaderSearch({ className, onSearched }: HeaderSearchProps) {
  const search = useSiteSearch()
  return (
    <SearchField
      className={className}
      onSearch={(term) => {
        search(term)
        onSearched?.()
      }}
    />
  )
}
