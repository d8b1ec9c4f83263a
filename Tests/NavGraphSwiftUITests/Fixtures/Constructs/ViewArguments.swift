import SwiftUI

// Controls given as arguments: to the app's own custom modifier (an `extension View` function
// applying a `ViewModifier` that puts them in the toolbar), and to a component that shows them
// beside a title. They are on the screen that writes them.

struct BarModifier<Leading: View, Trailing: View>: ViewModifier {
  let title: String?
  let leading: Leading?
  let trailing: Trailing?

  func body(content: Content) -> some View {
    content
      .toolbar {
        if let leading {
          ToolbarItem(placement: .topBarLeading) { leading }
        }
        if let title {
          ToolbarItem(placement: .principal) { Text(title) }
        }
        if let trailing {
          ToolbarItem(placement: .topBarTrailing) { trailing }
        }
      }
      .navigationBarBackButtonHidden()
  }
}

extension View {
  func customBar<Leading: View, Trailing: View>(
    title: String? = nil, leading: Leading? = Spacer(), trailing: Trailing? = Spacer()
  ) -> some View {
    modifier(BarModifier(title: title, leading: leading, trailing: trailing))
  }
}

@main
struct KayakApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { DockView() }
    }
  }
}

struct HeaderBar<Accessory: View>: View {
  let title: String
  let accessory: Accessory

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      accessory
    }
  }
}

struct DockView: View {
  @State private var showsWeather = false

  var body: some View {
    VStack {
      HeaderBar(title: "Dock", accessory: Button("Weather") { showsWeather = true })
      NavigationLink("Rent a kayak") { RentalView() }
    }
    .sheet(isPresented: $showsWeather) { WeatherView() }
  }
}

struct RentalView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form { Text("Choose a kayak") }
      .customBar(
        title: "Rental",
        leading: Button(action: { dismiss() }) { Image(systemName: "chevron.left") },
        trailing: NavigationLink("Rules") { RulesView() })
  }
}

struct WeatherView: View {
  var body: some View { Text("Sunny") }
}

struct RulesView: View {
  var body: some View { Text("Rules") }
}
