import SwiftUI
import UIKit
import WebKit

// A view whose body is a stack around one view, with bar controls of its own given as modifiers
// outside the stack: when the view inside has no navigation of its own, or is a UIKit view made
// one (a web page whose loader calls a closure its host gives, closing the page when it fails),
// the host is the screen and the page its content, with the page's moves (so also for the page
// in a container, without bar controls); so is a host with bar controls of its own around a view
// with navigation of its own (ArchiveSheet), whose links are then the host's.

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerSettings() }
  }
}

struct LedgerSettings: View {
  @State private var showsPolicy = false
  @State private var showsArchive = false
  @State private var showsTerms = false

  var body: some View {
    List {
      Button("Policy") { showsPolicy = true }
      Button("Archive") { showsArchive = true }
      Button("Terms") { showsTerms = true }
    }
    .sheet(isPresented: $showsPolicy) {
      NavigationStack { PolicyPage() }
    }
    .sheet(isPresented: $showsArchive) { ArchiveSheet() }
    .sheet(isPresented: $showsTerms) { TermsPage() }
  }
}

struct PolicyPage: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationView {
      WebPane(address: "https://example.org/policy", onFail: { dismiss() })
    }
    .navigationBarItems(leading: Button("Cancel") { dismiss() })
    .navigationBarTitle("Policy")
  }
}

struct TermsPage: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        WebPane(address: "https://example.org/terms", onFail: { dismiss() })
      }
    }
  }
}

struct WebPane: UIViewRepresentable {
  let address: String
  let onFail: () -> Void

  func makeUIView(context: Context) -> WKWebView {
    let view = WKWebView()
    view.navigationDelegate = context.coordinator
    return view
  }

  func updateUIView(_ view: WKWebView, context: Context) {
    if let url = URL(string: address) { view.load(URLRequest(url: url)) }
  }

  func makeCoordinator() -> Loader { Loader(self) }

  final class Loader: NSObject, WKNavigationDelegate {
    let pane: WebPane

    init(_ pane: WebPane) { self.pane = pane }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
      pane.onFail()
    }
  }
}

struct ArchiveSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      ArchiveList()
    }
    .toolbar {
      Button("Close") { dismiss() }
    }
  }
}

struct ArchiveList: View {
  var body: some View {
    NavigationLink("Old entries") { ArchiveEntries() }
  }
}

struct ArchiveEntries: View {
  var body: some View { Text("Entries") }
}
