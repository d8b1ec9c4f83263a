import SwiftUI

struct CalmSession: Identifiable {
  let id: Int
  let title: String
}

final class CalmModel: ObservableObject {
  @Published var showingDetail = false
  @Published var picked: CalmSession? {
    didSet {
      showingDetail = true
    }
  }
  let sessions = [CalmSession(id: 1, title: "Breathe")]
}

@main struct CalmApp: App {
  var body: some Scene {
    WindowGroup { CalmHomeView() }
  }
}

struct CalmHomeView: View {
  @StateObject private var model = CalmModel()

  var body: some View {
    List(model.sessions) { session in
      Text(session.title)
        .onTapGesture { model.picked = session }
    }
    .sheet(isPresented: $model.showingDetail) {
      CalmDetailView()
    }
  }
}

struct CalmDetailView: View {
  var body: some View { Text("Detail") }
}
