import { Component, type ReactNode } from 'react'

/** A scene that fails to start (a WebGL context lost or refused after detection) shows the fallback. */
export class SceneBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
