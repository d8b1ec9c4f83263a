// Components pushing a value their creators give through a router: a button calling the router's
// method with its property (which also keeps a history array), and a tile appending its property to the router's path.
import SwiftUI

@main
struct GreenhouseApp: App {
  @StateObject private var router = GreenhouseRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        GreenhouseHome()
          .navigationDestination(for: GreenhousePage.self) { page in
            switch page {
            case .seeds: SeedsView()
            case .soil: SoilView()
            case .bed(let name): BedView(name: name)
            }
          }
      }
      .environmentObject(router)
    }
  }
}

enum GreenhousePage: Hashable {
  case seeds, soil, bed(String)
}

final class GreenhouseRouter: ObservableObject {
  @Published var path = NavigationPath()
  @Published var visited: [GreenhousePage] = []

  func show(page: GreenhousePage) {
    visited.append(page)
    path.append(page)
  }
}

struct GreenhouseHome: View {
  var body: some View {
    List {
      PageButton(title: "Seeds", page: .seeds)
      PageButton(title: "Soil", page: .soil)
      BedTile(page: .bed("North"))
    }
  }
}

struct PageButton: View {
  @EnvironmentObject private var router: GreenhouseRouter
  let title: String
  let page: GreenhousePage

  var body: some View {
    Button {
      router.show(page: page)
    } label: {
      Text(title)
    }
  }
}

struct BedTile: View {
  @EnvironmentObject private var router: GreenhouseRouter
  let page: GreenhousePage

  var body: some View {
    Text("Bed")
      .onTapGesture { router.path.append(page) }
  }
}

struct SeedsView: View {
  var body: some View {
    PageButton(title: "Soil", page: .soil)
  }
}

struct SoilView: View {
  var body: some View { Text("Soil") }
}

struct BedView: View {
  let name: String
  var body: some View { Text(name) }
}
