import SwiftUI

// Computed properties named like types, used without a call and with modifiers inside other
// computed properties (`Composer.background(...)`); a view type `Banner` is declared too, but
// inside the thread view the name is its property.
@main
struct ThreadApp: App {
  var body: some Scene {
    WindowGroup { ThreadView() }
  }
}

struct Banner: View {
  var body: some View {
    Text("Elsewhere")
  }
}

struct ThreadView: View {
  @State private var isAttaching = false
  @State private var isShowingInfo = false

  var body: some View {
    VStack {
      MessageList
    }
    .sheet(isPresented: $isAttaching) {
      AttachmentPicker()
    }
    .sheet(isPresented: $isShowingInfo) {
      ThreadInfoView()
    }
  }

  private var MessageList: some View {
    ScrollView {
      Banner.padding()
      Text("Messages")
    }
    .safeAreaInset(edge: .bottom) {
      Composer
        .background(Color(.systemBackground))
    }
  }

  private var Composer: some View {
    HStack {
      Button("Attach") {
        isAttaching.toggle()
      }
      Text("Type a message")
    }
  }

  private var Banner: some View {
    Button("About this thread") {
      isShowingInfo = true
    }
  }
}

struct AttachmentPicker: View {
  var body: some View {
    Text("Pick")
  }
}

struct ThreadInfoView: View {
  var body: some View {
    Text("Info")
  }
}
