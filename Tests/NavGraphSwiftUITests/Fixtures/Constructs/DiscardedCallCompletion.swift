import SwiftUI

// The root flag is set in the completion closure of a call whose result is discarded.
@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup { QuillGate() }
  }
}

struct QuillGate: View {
  @AppStorage("quill_member") var member = false
  var body: some View {
    if member { QuillFeed() } else { QuillJoin() }
  }
}

struct QuillFeed: View {
  var body: some View { Text("Feed") }
}

struct QuillJoin: View {
  @AppStorage("quill_member") var member = false
  var body: some View {
    Button("Join") { join() }
  }

  func join() {
    Task {
      do {
        let _ = try Inkwell.shared.record("me").store(
          from: 1,
          completion: { error in
            if error == nil { member = true }
          })
      } catch {}
    }
  }
}
