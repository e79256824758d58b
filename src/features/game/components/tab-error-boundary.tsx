import { Component, type ReactNode } from 'react'

interface Props {
  fallback: (retry: () => void) => ReactNode
  children: ReactNode
  /** A new key (another tab) clears a previous failure. */
  resetKey: string
}

/** Catches a tab whose code chunk failed to load or that threw while rendering, so the page stays usable. */
export class TabErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}
