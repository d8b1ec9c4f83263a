// Components pushing a value their creators give: a cell given a route case and a title, used on
// two screens with different routes, and a generic row given its value and content.
import SwiftUI

@main
struct ClinicApp: App {
  var body: some Scene {
    WindowGroup { ClinicHome() }
  }
}

enum ClinicRoute: Hashable {
  case doctors, visits, billing, visit(Int)
}

struct ClinicHome: View {
  @State private var path: [ClinicRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ClinicCell(title: "Doctors", route: .doctors)
        ClinicCell(title: "Visits", route: .visits)
        ClinicRowLink(value: ClinicRoute.visit(7)) {
          Text("Next visit")
        }
      }
      .navigationDestination(for: ClinicRoute.self) { route in
        switch route {
        case .doctors: DoctorsView()
        case .visits: VisitsView()
        case .billing: BillingView()
        case .visit(let id): VisitView(id: id)
        }
      }
    }
  }
}

struct ClinicCell: View {
  let title: String
  let route: ClinicRoute

  var body: some View {
    NavigationLink(value: route) {
      HStack {
        Text(title)
        Spacer()
      }
    }
  }
}

struct ClinicRowLink<Value: Hashable, Content: View>: View {
  let value: Value
  @ViewBuilder let content: () -> Content

  var body: some View {
    NavigationLink(value: value) { content() }
  }
}

struct DoctorsView: View {
  var body: some View {
    List {
      ClinicCell(title: "Billing", route: .billing)
    }
  }
}

struct VisitsView: View {
  var body: some View { Text("Visits") }
}

struct BillingView: View {
  var body: some View { Text("Billing") }
}

struct VisitView: View {
  let id: Int
  var body: some View { Text("Visit \(id)") }
}
