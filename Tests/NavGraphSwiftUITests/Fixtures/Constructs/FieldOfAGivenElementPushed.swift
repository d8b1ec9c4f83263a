import SwiftUI

// A row given an element of a list pushes fields of it (`notice.sender`, `notice.photo`), each of
// a type the declarations give, on a stack registering both types.
struct Sender: Hashable {
  let name: String
}

struct Snap: Hashable {
  let url: String
}

struct Notice: Identifiable {
  let id: Int
  let sender: Sender
  let photo: Snap?
}

@main
struct NoticeApp: App {
  var body: some Scene {
    WindowGroup { NoticeList() }
  }
}

struct NoticeList: View {
  let notices: [Notice] = []

  var body: some View {
    NavigationStack {
      List(notices) { notice in NoticeRow(notice: notice) }
        .navigationDestination(for: Sender.self) { sender in SenderPage(sender: sender) }
        .navigationDestination(for: Snap.self) { snap in SnapPage(snap: snap) }
    }
  }
}

struct NoticeRow: View {
  let notice: Notice

  var body: some View {
    HStack {
      NavigationLink("Who", value: notice.sender)
      NavigationLink("What", value: notice.photo)
    }
  }
}

struct SenderPage: View {
  let sender: Sender
  var body: some View { Text(sender.name) }
}

struct SnapPage: View {
  let snap: Snap
  var body: some View { Text(snap.url) }
}
