import SwiftUI

// Generic loading shells: every branch shows the content the shell's creator gives it, bare,
// under a spinner, or with an error line over it. A shell is no root switch and its spinner no
// screen: the screen is the content's. One shell switches on its state, the other, around the
// whole app, tests it in an `if` chain.
enum QuarryLoad { case idle, loading, failed(String) }

@main
struct QuarryApp: App {
  @State private var launch = QuarryLoad.loading

  var body: some Scene {
    WindowGroup {
      QuarryPane(load: $launch) { QuarryHome() }
    }
  }
}

struct QuarryShell<Content: View>: View {
  @Binding var load: QuarryLoad
  @ViewBuilder var content: Content

  var body: some View {
    ZStack {
      switch load {
      case .idle: content
      case .loading: QuarrySpinner { content }
      case .failed(let message): ZStack { content }.overlay(Text(message))
      }
    }
  }
}

struct QuarryPane<Content: View>: View {
  @Binding var load: QuarryLoad
  @ViewBuilder var content: Content

  var body: some View {
    if case .loading = load {
      QuarrySpinner { content }
    } else if case .failed(let message) = load {
      content.overlay(Text(message))
    } else {
      content
    }
  }
}

struct QuarrySpinner<Content: View>: View {
  var content: () -> Content
  var body: some View {
    ZStack {
      content(); ProgressView()
    }
  }
}

struct QuarryHome: View {
  @State private var load = QuarryLoad.idle
  @State private var showsFilters = false

  var body: some View {
    QuarryShell(load: $load) {
      NavigationStack {
        List {
          NavigationLink("Ledger") { QuarryLedger() }
          Button("Filters") { showsFilters = true }
        }
        .sheet(isPresented: $showsFilters) { QuarryFilters() }
      }
    }
  }
}

struct QuarryLedger: View {
  var body: some View { Text("Ledger").font(.title) }
}

struct QuarryFilters: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
