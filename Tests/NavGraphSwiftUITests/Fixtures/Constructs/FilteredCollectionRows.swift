// Rows of a view model's collection passed through methods that keep its elements (`filter`,
// `sorted`, `prefix`, `Array(...)`, `reversed`, `dropFirst`): each row is an element, of the
// collection's declared element type, so its value push has a type.
import SwiftUI

struct Member: Hashable, Identifiable {
  let id: String
  let name: String
  let active: Bool
}

final class DirectoryViewModel: ObservableObject {
  @Published var members: [Member] = []
  @Published var searchText = ""
}

@main
struct DirectoryApp: App {
  var body: some Scene {
    WindowGroup { DirectoryView() }
  }
}

struct DirectoryView: View {
  @StateObject private var viewModel = DirectoryViewModel()

  var body: some View {
    NavigationStack {
      List {
        ForEach(viewModel.members.filter { $0.active }) { member in
          NavigationLink(value: member) { Text("Active") }
        }
        ForEach(Array(viewModel.members.sorted { $0.name < $1.name }.prefix(3))) { member in
          NavigationLink(value: member) { Text("First") }
        }
        ForEach(viewModel.members.reversed().dropFirst()) { member in
          NavigationLink(value: member) { Text("Latest") }
        }
      }
      .navigationDestination(for: Member.self) { member in MemberView(member: member) }
    }
  }
}

struct MemberView: View {
  let member: Member

  var body: some View { Text(member.name) }
}
