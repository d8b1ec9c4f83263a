import Combine
import SwiftUI

// A subject held by a struct shared through a static instance: the "Report" button sends it, the
// harbour's model subscribes in its `init` and sets the flag of the harbour's sheet.
struct Beacons {
  static let common = Beacons()
  let report = PassthroughSubject<Void, Never>()
  let ping = PassthroughSubject<String, Never>()
}

final class HarbourModel: ObservableObject {
  @Published var reporting = false
  private var subscriptions = Set<AnyCancellable>()

  init() {
    Beacons.common.report
      .sink { [weak self] _ in self?.reporting = true }
      .store(in: &subscriptions)
  }
}

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourView() }
  }
}

struct HarbourView: View {
  @StateObject private var model = HarbourModel()

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Pier", destination: PierView())
      }
      .sheet(isPresented: $model.reporting) { ReportForm() }
    }
  }
}

struct PierView: View {
  var body: some View {
    VStack {
      Button("Report") { Beacons.common.report.send(()) }
      Button("Ping") { Beacons.common.ping.send("pier") }
    }
  }
}

struct ReportForm: View {
  var body: some View { Text("Report") }
}
