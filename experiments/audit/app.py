"""The audit's web app, on the human study's stack: Starlette, its body limits and its errors.

``GET /`` the page; ``GET /api/items`` the sample with each item's mark (``null`` when unmarked);
``POST /api/mark`` ``{"key": ..., "right": true|false}`` stores a mark. A bad request gets a
4xx with ``{"error": ...}`` naming the field, the value and what is allowed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from experiments.audit.marks import add_mark, read_marks
from experiments.audit.sample import AuditItem
from experiments.human.app import client_gone, error_response, read_json_body
from experiments.human.checks import HumanError, refused

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verdict audit</title>
<style>body{font-family:sans-serif;max-width:60em;margin:auto}pre{background:#f4f4f4;
padding:.5em;white-space:pre-wrap}.item{border-bottom:1px solid #ccc;padding:1em 0}
.done{opacity:.55}</style></head>
<body><h1>Verdict audit</h1>
<p>For each reply: is the program's verdict right? Marks are saved as you click.</p>
<p id="progress"></p><div id="items"></div>
<script>
async function load(){
  const items=await (await fetch('/api/items')).json();
  const box=document.getElementById('items'); box.textContent='';
  let marked=0;
  for(const it of items){
    if(it.mark!==null) marked++;
    const div=document.createElement('div'); div.className='item'+(it.mark!==null?' done':'');
    div.dataset.key=it.key;
    const head=document.createElement('h3');
    head.textContent=`${it.phase} · ${it.model} · ${it.encoding} · ${it.shape} · verdict: ${it.verdict}`;
    const maze=document.createElement('pre'); maze.textContent=it.maze;
    const reply=document.createElement('pre'); reply.textContent=it.reply;
    const read=document.createElement('p'); read.textContent='The program read: '+it.read;
    div.append(head,maze,reply,read);
    for(const [label,right] of [['verdict right',true],['verdict wrong',false]]){
      const b=document.createElement('button'); b.textContent=label;
      b.className=right?'right':'wrong';
      if(it.mark===right) b.disabled=true;
      b.onclick=async()=>{await fetch('/api/mark',{method:'POST',
        headers:{'Content-Type':'application/json'},body:JSON.stringify({key:it.key,right})});
        load();};
      div.append(b);
    }
    box.append(div);
  }
  document.getElementById('progress').textContent=`${marked} of ${items.length} marked`;
}
load();
</script></body></html>
"""


def create_app(folder: str | Path, items: list[AuditItem]) -> Starlette:
    """The audit of ``items`` (from :func:`~experiments.audit.sample.audit_items`) whose marks
    go to ``folder``."""
    by_key = {item.key: item for item in items}

    async def page(request: Request) -> Response:
        return HTMLResponse(PAGE)

    async def list_items(request: Request) -> Response:
        marks = read_marks(folder)
        return JSONResponse(
            [{**i.as_json(), "mark": marks.get(i.key, {}).get("right")} for i in items]
        )

    async def mark(request: Request) -> Response:
        try:
            body: dict[str, Any] = await read_json_body(request)
            key, right = body.get("key"), body.get("right")
            if not isinstance(key, str) or key not in by_key:
                raise refused("key", key, "a key of /api/items")
            if not isinstance(right, bool):
                raise refused("right", right, "true or false")
        except HumanError as exc:
            return error_response(exc)
        item = by_key[str(key)]
        add_mark(folder, str(key), item.phase, right, item.model)
        return JSONResponse({"key": key, "right": right})

    return Starlette(
        routes=[
            Route("/", page),
            Route("/api/items", list_items),
            Route("/api/mark", mark, methods=["POST"]),
        ],
        exception_handlers={ClientDisconnect: client_gone},
    )
