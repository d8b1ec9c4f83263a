import SwiftUI

@main
struct CellarApp: App {
  var body: some Scene { WindowGroup { CellarHome() } }
}

/// The file picker's completion runs when the user picks a file: its sheet is the picker's move.
struct CellarHome: View {
  @State private var importing = false
  @State private var showsSummary = false

  var body: some View {
    NavigationStack {
      Button("Import bottles") { importing = true }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText]) { result in
          if case .success = result { showsSummary = true }
        }
        .sheet(isPresented: $showsSummary) { ImportSummary() }
    }
  }
}

struct ImportSummary: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
