import SwiftUI

// A header whose optional button runs the closure its creator gives, written `onMore ?? {}`.
@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup { QuillDesk() }
  }
}

struct QuillHeader: View {
  let title: String
  var more: String? = nil
  var onMore: (() -> Void)? = nil

  var body: some View {
    HStack {
      Text(title)
      if let more {
        Button(action: onMore ?? {}) { Text(more) }
      }
    }
  }
}

struct QuillDesk: View {
  @State private var showDrafts = false
  var body: some View {
    VStack {
      QuillHeader(title: "Desk", more: "Drafts") { showDrafts = true }
      QuillHeader(title: "Notes")
    }
    .sheet(isPresented: $showDrafts) { QuillDrafts() }
  }
}

struct QuillDrafts: View {
  var body: some View { Text("Drafts") }
}
