import NavGraph
import NavGraphTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `AppLoader.loadStandardInput`: these tests replace the process's file descriptor 0 for a moment
/// (a child process started meanwhile would inherit it), so they run alone (`NavGraphSerialTests`)
/// and put it back.
@Suite(.enabled(if: TestEnvironment.serialTestsEnabled, TestEnvironment.serialTestsReason), .serialized)
struct AppLoaderStandardInputTests {
  /// Runs `body` with descriptor 0 replaced by `descriptor`, then restores it.
  func withStandardInput<T>(_ descriptor: Int32, _ body: () -> T) -> T {
    let saved = dup(0)
    dup2(descriptor, 0)
    defer {
      dup2(saved, 0)
      close(saved)
    }
    return body()
  }

  @Test func readsAPipeToItsEnd() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let json = Array(#"{"entry": "A", "screens": [{"id": "A", "links": ["B"]}]}"#.utf8)
    #expect(write(fds[1], json, json.count) == json.count)
    close(fds[1])
    let result = withStandardInput(fds[0]) { AppLoader.loadStandardInput() }
    close(fds[0])
    #expect(LoaderHarness.lines(result) == ["1:50: error: unknown screen 'B' [unknown-id]"])
    #expect(result.diagnostics.first?.location?.file == "<stdin>")
    #expect(result.app?.screens.count == 1)
  }

  /// Descriptor 0 is not released (another test's `open` could take it): it is replaced by one that
  /// cannot be read, which `read` refuses as it refuses a closed descriptor.
  @Test func closedStandardInputIsAnIOError() {
    let writeOnly = open("/dev/null", O_WRONLY)
    defer { close(writeOnly) }
    let result = withStandardInput(writeOnly) { AppLoader.loadStandardInput(fileName: "-") }
    #expect(LoaderHarness.lines(result) == ["error: cannot read '-': bad file descriptor [io-error]"])
    #expect(result.app == nil && result.sources.files.isEmpty)
  }
}
