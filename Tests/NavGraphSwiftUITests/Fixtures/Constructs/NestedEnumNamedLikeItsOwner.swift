import SwiftUI

@main
struct HangarApp: App {
  @StateObject private var hangar = Hangar()

  var body: some Scene { WindowGroup { HangarDesk().environmentObject(hangar) } }
}

/// The class names its nested enum after itself: inside the class, `Hangar` is the enum.
final class Hangar: ObservableObject {
  enum Hangar {
    case weather
    case fuel

    @ViewBuilder var view: some View {
      switch self {
      case .weather: WeatherBrief()
      case .fuel: FuelLog()
      }
    }
  }

  @Published var showsBrief = false
  var next: Hangar = .fuel
}

struct HangarDesk: View {
  @EnvironmentObject var hangar: Hangar

  var body: some View {
    VStack {
      Button("Weather") {
        hangar.next = .weather
        hangar.showsBrief = true
      }
      Button("Fuel") {
        hangar.next = .fuel
        hangar.showsBrief = true
      }
    }
    .sheet(isPresented: $hangar.showsBrief) { hangar.next.view }
  }
}

struct WeatherBrief: View {
  var body: some View { Text("Weather") }
}

struct FuelLog: View {
  var body: some View { Text("Fuel") }
}
