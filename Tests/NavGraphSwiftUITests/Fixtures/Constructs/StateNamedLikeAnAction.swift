import SwiftUI

// A sheet's state of a type a package declares, named like a closure type (`ReplyAction`), passed
// on to the composer as `action:`: data, not a closure, so the computed binding over it shows the
// sheet.
@main
struct InboxApp: App {
  var body: some Scene {
    WindowGroup { InboxThread() }
  }
}

struct InboxThread: View {
  @State private var replyAction: ReplyAction?

  var body: some View {
    Button("Reply") { replyAction = .reply }
      .sheet(isPresented: composing) {
        if let replyAction {
          InboxComposer(action: replyAction)
        }
      }
  }

  private var composing: Binding<Bool> {
    .init(
      get: { replyAction != nil },
      set: { if $0 == false { replyAction = nil } })
  }
}

struct InboxComposer: View {
  let action: ReplyAction
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Send") { dismiss() }
  }
}
