// Repeating timers a view sets up: a Combine timer started by the closure a rules sheet calls, a
// scheduled timer started on appearance, and a timer property subscribed to in a method. Each
// tick runs later, so what the timer does is the view's own action, not the tap's that starts it.
import Combine
import SwiftUI

@main
struct DrillApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        DrillView().tabItem { Label("Drill", systemImage: "timer") }
        SprintView().tabItem { Label("Sprint", systemImage: "hare") }
        RelayView().tabItem { Label("Relay", systemImage: "figure.run") }
      }
    }
  }
}

struct DrillView: View {
  @State private var showRules = false
  @State private var showOver = false
  @State private var clock: AnyCancellable?
  @State private var left = 30

  var body: some View {
    VStack {
      Button("Rules") { showRules = true }
      Button("Restart") { startClock() }
    }
    .sheet(isPresented: $showRules) {
      DrillRules {
        showRules = false
        startClock()
      }
    }
    .sheet(isPresented: $showOver) { DrillOver() }
  }

  func startClock() {
    clock = Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .sink { _ in
        left -= 1
        if left == 0 { showOver = true }
      }
  }
}

struct DrillRules: View {
  let onStart: () -> Void

  var body: some View {
    Button("Start") { onStart() }
  }
}

struct DrillOver: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct SprintView: View {
  @State private var finished = false
  @State private var laps = 0

  var body: some View {
    Text("Laps: \(laps)")
      .onAppear {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
          laps += 1
          if laps == 10 {
            timer.invalidate()
            finished = true
          }
        }
      }
      .fullScreenCover(isPresented: $finished) { SprintResult() }
  }
}

struct SprintResult: View {
  var body: some View { Text("Done") }
}

struct RelayView: View {
  let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var handOff = false
  @State private var watch: AnyCancellable?

  var body: some View {
    NavigationStack {
      Button("Go") { start() }
        .navigationDestination(isPresented: $handOff) { RelayLeg() }
    }
  }

  func start() {
    watch = ticker.sink { _ in handOff = true }
  }
}

struct RelayLeg: View {
  var body: some View { Text("Leg") }
}
