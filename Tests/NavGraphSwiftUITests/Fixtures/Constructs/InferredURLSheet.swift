import SwiftUI

// A `sheet(item:)` item set to constants whose type comes from `URL(string:)`.
@main
struct AboutLinksApp: App {
  var body: some Scene {
    WindowGroup { AboutLinksView() }
  }
}

struct WebPage: View {
  let url: URL
  var body: some View { Text(url.absoluteString) }
}

struct AboutLinksView: View {
  @State private var openedURL: URL?
  private let homeURL = URL(string: "https://example.org")!
  private let sourceURL = URL(string: "https://example.org/source")
  let helpText = "https://example.org/help"

  var body: some View {
    List {
      Button("Home page") { openedURL = homeURL }
      Button("Source") { openedURL = sourceURL }
      Button("Help") {
        if let help = URL(string: helpText) { openedURL = help }
      }
    }
    .sheet(item: $openedURL) { url in
      WebPage(url: url)
    }
  }
}

extension URL: @retroactive Identifiable {
  /// The address itself.
  public var id: String { absoluteString }
}
