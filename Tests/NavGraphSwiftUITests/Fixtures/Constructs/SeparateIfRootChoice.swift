import SwiftUI

// A root choice written as separate `if`s in a `ZStack`, no `else`: the gate while signed out or
// offline, the shelf once signed in, a drawn splash while checking. A banner over the content on
// a flag of its own is no branch of it.
enum QuillStatus {
  case checking
  case signedOut
  case signedIn
}

final class QuillAuth: ObservableObject {
  @Published var status: QuillStatus = .checking
}

final class QuillNetwork: ObservableObject {
  @Published var online = true
}

@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup {
      QuillRoot()
    }
  }
}

struct QuillRoot: View {
  @StateObject private var auth = QuillAuth()
  @StateObject private var network = QuillNetwork()

  var body: some View {
    ZStack {
      Color.gray.ignoresSafeArea()

      if auth.status == .signedOut || network.online == false {
        QuillGate().environmentObject(auth)
      }

      if auth.status == .signedIn {
        QuillShelf().environmentObject(auth)
      }

      if auth.status == .checking {
        Color.gray.ignoresSafeArea()
        Image("quill")
          .resizable()
          .frame(width: 120, height: 120)
      }
    }
    .onAppear {
      auth.status = .signedOut
    }
  }
}

struct QuillGate: View {
  @EnvironmentObject var auth: QuillAuth

  var body: some View {
    VStack {
      Button("Sign in") { auth.status = .signedIn }
      Button("Retry") { auth.status = .checking }
      Button("Stay") { auth.status = .signedOut }
    }
  }
}

struct QuillShelf: View {
  @EnvironmentObject var auth: QuillAuth

  var body: some View {
    NavigationView {
      List {
        NavigationLink("Notes") { QuillNotes() }
        Button("Sign out") { auth.status = .signedOut }
      }
    }
  }
}

struct QuillNotes: View {
  var body: some View { Text("Notes") }
}
