import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct RenderFormatTests {
  @Test func formatFromExtension() {
    #expect(RenderFormat(outputPath: "docs/map.html") == .html)
    #expect(RenderFormat(outputPath: "MAP.HTM") == .html)
    #expect(!RenderFormat.html.isBinary)
  }

  @Test func formatFromOutputPath() {
    #expect(RenderFormat(outputPath: "out/map.svg") == .svg)
    #expect(RenderFormat(outputPath: "MAP.PNG") == .png)
    #expect(RenderFormat(outputPath: "a.b/map.pdf") == .pdf)
    #expect(RenderFormat(outputPath: "map.dot") == .dot)
    #expect(RenderFormat(outputPath: "map.gv") == .dot)
    #expect(RenderFormat(outputPath: "docs/nav.mmd") == .mermaid)
    #expect(RenderFormat(outputPath: "map") == nil)
    #expect(RenderFormat(outputPath: "a.b/map") == nil)
    #expect(RenderFormat(outputPath: ".svg") == nil)
    #expect(RenderFormat(outputPath: "map.txt") == nil)
    #expect(RenderFormat.png.isBinary && RenderFormat.pdf.isBinary && !RenderFormat.svg.isBinary)
    #expect(!RenderFormat.mermaid.isBinary && !RenderFormat.dot.isBinary)
  }
}
